import { CUSTOMER_TAGS_MAX } from '@olivia/contracts/customers';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { TagChips } from './tag-chips';

interface TagsInputProps {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}

/**
 * A customer's tags: typed and added with Enter (or a comma), lower-cased as the server keeps
 * them, each a chip with a button that takes it off; at most CUSTOMER_TAGS_MAX.
 */
export function TagsInput({ value, onChange, error }: TagsInputProps) {
  const { t } = useTranslation('customers');
  const [text, setText] = useState('');
  const full = value.length >= CUSTOMER_TAGS_MAX;

  const add = () => {
    const tag = text.trim().toLowerCase();
    if (!tag || full) return;
    if (!value.includes(tag)) onChange([...value, tag]);
    setText('');
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="space-y-2">
      <TextField
        label={t('form.tags')}
        hint={full ? t('form.tagsFull', { max: CUSTOMER_TAGS_MAX }) : t('form.tagsHint')}
        value={text}
        maxLength={30}
        autoComplete="off"
        enterKeyHint="done"
        disabled={full}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={keyDown}
        onBlur={add}
        error={error}
      />
      <TagChips
        tags={value}
        onRemove={(tag) => onChange(value.filter((other) => other !== tag))}
        removeLabel={(tag) => t('form.removeTag', { tag })}
      />
    </div>
  );
}
