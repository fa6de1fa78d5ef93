import { CategoryRequestSchema } from '@olivia/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { categoriesApi } from '../api/categories-api';
import { CategoryFields, nameTakenField } from '../components/category-fields';

/** /category/all/new: the new-category drawer over the list. */
export function NewCategoryRoute() {
  const { t } = useTranslation(['categories', 'routes']);
  const create = categoriesApi.useCreate();
  const close = useCloseDrawer();

  return (
    <FormDrawer
      title={t('routes:newCategory')}
      description={t('form.intro')}
      schema={CategoryRequestSchema}
      defaultValues={{ name: '', description: '' }}
      submitLabel={t('form.create')}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        toastSuccess(t('toasts.created', { name: created.name }));
        close();
      }}
      onClose={close}
      serverErrorField={nameTakenField}
    >
      {(fields) => <CategoryFields {...fields} />}
    </FormDrawer>
  );
}
