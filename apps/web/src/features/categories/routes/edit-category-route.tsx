import { CategoryRequestSchema, type Category } from '@olivia/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormDrawer } from '../../../components/resource/form-drawer';
import { RecordDrawerStatus } from '../../../components/resource/record-drawer-status';
import { useCloseDrawer } from '../../../components/resource/use-close-drawer';
import { toastSuccess } from '../../../lib/toast';
import { categoriesApi } from '../api/categories-api';
import { CategoryFields, nameTakenField } from '../components/category-fields';

/** /category/all/:id/edit: the same drawer as New, filled with the category. */
export function EditCategoryRoute() {
  const { t } = useTranslation(['categories', 'routes']);
  const { id = '' } = useParams();
  const category = categoriesApi.useOne(id);
  const close = useCloseDrawer();

  if (category.data) return <EditCategoryForm category={category.data} onClose={close} />;
  return (
    <RecordDrawerStatus
      title={t('routes:editCategory')}
      error={category.error}
      isError={category.isError}
      notFoundText={t('form.notFound')}
      loadingText={t('form.loading')}
      onClose={close}
    />
  );
}

function EditCategoryForm({ category, onClose }: { category: Category; onClose: () => void }) {
  const { t } = useTranslation(['categories', 'routes']);
  const update = categoriesApi.useUpdate();
  return (
    <FormDrawer
      title={t('routes:editCategory')}
      description={category.name}
      schema={CategoryRequestSchema}
      defaultValues={{ name: category.name, description: category.description }}
      submitLabel={t('form.save')}
      onSubmit={async (body) => {
        const saved = await update.mutateAsync({ id: category.id, body });
        toastSuccess(t('toasts.saved', { name: saved.name }));
        onClose();
      }}
      onClose={onClose}
      serverErrorField={nameTakenField}
    >
      {(fields) => <CategoryFields {...fields} />}
    </FormDrawer>
  );
}
