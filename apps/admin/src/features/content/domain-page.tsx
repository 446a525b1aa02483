import { type AdminDomain, adminDomainSchema } from '@lalebet/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/lib/me';
import { useDomain, useSaveDomain } from './api/domain';
import { ContentTabs } from './components/content-tabs';

/** The top banner announcing a domain change (both empty: no banner). */
export default function DomainPage() {
  const { t } = useTranslation('content');
  const domain = useDomain();
  const save = useSaveDomain();
  const canManage = useCan('content:manage');
  const form = useForm<AdminDomain>({
    resolver: zodResolver(adminDomainSchema),
    defaultValues: { current: '', next: '' },
  });
  useEffect(() => {
    if (domain.data) form.reset(domain.data);
  }, [domain.data, form]);
  const err = (m?: string) => (m ? t(`validation:${m}`, { defaultValue: m }) : undefined);
  const submit = form.handleSubmit(async (v) => {
    await save.mutateAsync(v);
    toast.success(t('saved'));
  });
  return (
    <>
      <PageHeader title={t('tab.domain')} />
      <ContentTabs />
      <form className="panel" onSubmit={submit} noValidate>
        <p className="hint">{t('domainHint')}</p>
        <TextField
          label={t('field.current')}
          disabled={!canManage}
          {...form.register('current')}
          error={err(form.formState.errors.current?.message)}
        />
        <TextField
          label={t('field.next')}
          disabled={!canManage}
          {...form.register('next')}
          error={err(form.formState.errors.next?.message)}
        />
        {save.error && (
          <p className="alert alert-bad" role="alert">
            {save.error.message}
          </p>
        )}
        {canManage && (
          <div className="form-actions">
            <Button type="submit" variant="primary" busy={save.isPending}>
              {t('common:action.save')}
            </Button>
          </div>
        )}
      </form>
    </>
  );
}
