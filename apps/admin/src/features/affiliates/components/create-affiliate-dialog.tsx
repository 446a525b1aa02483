import { createAffiliateRequestSchema } from '@lalebet/shared';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { TextField } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { useAdminForm } from '@/components/use-admin-form';
import { useCreateAffiliate } from '../api/create-affiliate';

/** A new affiliate: the btag its tracker appends to links, and a name staff know it by. */
export function CreateAffiliateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('affiliates');
  const create = useCreateAffiliate();
  const form = useAdminForm(createAffiliateRequestSchema, { btag: '', name: '' });
  return (
    <FormDialog
      form={form}
      title={t('addTitle')}
      submitLabel={t('add')}
      onClose={onClose}
      onSubmit={async (body) => {
        const res = await create.mutateAsync(body);
        toast.success(res.message || t('saved'));
        onClose();
      }}
    >
      <TextField
        label={t('btag')}
        autoComplete="off"
        {...form.register('btag')}
        error={form.errorOf('btag')}
        hint={t('btagHint')}
      />
      <TextField label={t('name')} {...form.register('name')} error={form.errorOf('name')} />
    </FormDialog>
  );
}
