import { useTranslation } from 'react-i18next';
import type { PaletteOption, PaletteSection } from './use-palette-sections';

export const LISTBOX_ID = 'command-palette-listbox';
export const optionId = (key: string) => `command-palette-option-${key.replace(/[^\w-]/g, '_')}`;

interface PaletteListboxProps {
  sections: readonly PaletteSection[];
  activeKey: string | undefined;
  onHover: (key: string) => void;
  onChoose: (option: PaletteOption) => void;
}

/**
 * The palette's listbox: a group per section with its heading, its options; the active one marked
 * `aria-selected` (focus stays in the input, `aria-activedescendant` points here).
 */
export function PaletteListbox({ sections, activeKey, onHover, onChoose }: PaletteListboxProps) {
  const { t } = useTranslation('commandPalette');
  const shown = sections.filter((section) => section.options.length > 0);
  return (
    <div
      id={LISTBOX_ID}
      role="listbox"
      aria-label={t('results')}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pb-2 sm:max-h-[min(60vh,28rem)] sm:flex-none"
    >
      {shown.map((section) => (
        <div
          key={section.id}
          role="group"
          aria-labelledby={`command-palette-group-${section.id}`}
          className="pt-2"
        >
          <div
            id={`command-palette-group-${section.id}`}
            role="presentation"
            className="px-3 py-1 text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400"
          >
            {t(`groups.${section.id}`)}
          </div>
          {section.options.map((option) => {
            const active = option.key === activeKey;
            return (
              <div
                key={option.key}
                id={optionId(option.key)}
                role="option"
                aria-selected={active}
                tabIndex={-1}
                onMouseMove={() => onHover(option.key)}
                onClick={() => onChoose(option)}
                onKeyDown={undefined}
                className={`flex min-h-11 cursor-pointer flex-col justify-center rounded-md px-3 py-1.5 text-sm ${
                  active
                    ? 'bg-primary text-white'
                    : 'text-dark hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800'
                }`}
              >
                <span className="truncate font-medium">{option.label}</span>
                {option.detail && (
                  <span
                    className={`truncate text-xs ${active ? 'text-white/85' : 'text-gray-500 dark:text-gray-400'}`}
                  >
                    {option.detail}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
