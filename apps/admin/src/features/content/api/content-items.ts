import type {
  AdminCategory,
  AdminPage,
  AdminPageInput,
  AdminPopup,
  AdminPopupInput,
  AdminPromotion,
  AdminPromotionInput,
  AdminSlide,
  AdminSlideInput,
} from '@lalebet/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The four CMS tables share their endpoints' shape: admin/content/<kind>[/:id][/reorder]. */
export type ContentKind = 'slides' | 'pages' | 'promotions' | 'popups';
export type ContentItem = {
  slides: AdminSlide;
  pages: AdminPage;
  promotions: AdminPromotion;
  popups: AdminPopup;
};
export type ContentInput = {
  slides: AdminSlideInput;
  pages: AdminPageInput;
  promotions: AdminPromotionInput;
  popups: AdminPopupInput;
};
type Page<T> = { items: T[]; total: number };

const key = (kind: ContentKind, q?: object) => ['admin', 'content', kind, ...(q ? [q] : [])] as const;

/** GET admin/content/<kind> */
export const contentListQuery = <K extends ContentKind>(kind: K, q: Record<string, unknown>) =>
  queryOptions({
    queryKey: key(kind, q),
    queryFn: async () => (await api.get<Page<ContentItem[K]>>(`admin/content/${kind}`, q)).data,
    placeholderData: keepPreviousData,
  });
export const useContentList = <K extends ContentKind>(kind: K, q: Record<string, unknown>) =>
  useQuery(contentListQuery(kind, q));

/** GET admin/content/categories */
export const useCategories = () =>
  useQuery({
    queryKey: ['admin', 'content', 'categories'],
    queryFn: async () => (await api.get<AdminCategory[]>('admin/content/categories')).data,
  });

function useInvalidate(kind: ContentKind) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: key(kind) });
}

/** POST admin/content/<kind> or PUT admin/content/<kind>/:id */
export function useSaveContent<K extends ContentKind>(kind: K) {
  const invalidate = useInvalidate(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ContentInput[K] }) =>
      id === undefined
        ? api.post<ContentItem[K]>(`admin/content/${kind}`, body)
        : api.put<ContentItem[K]>(`admin/content/${kind}/${id}`, body),
    onSuccess: invalidate,
  });
}

/** DELETE admin/content/<kind>/:id */
export function useDeleteContent(kind: ContentKind) {
  const invalidate = useInvalidate(kind);
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`admin/content/${kind}/${id}`),
    onSuccess: invalidate,
  });
}

/** POST admin/content/<kind>/reorder */
export function useReorderContent(kind: Exclude<ContentKind, 'popups'>) {
  const invalidate = useInvalidate(kind);
  return useMutation({
    mutationFn: (ids: number[]) => api.post<null>(`admin/content/${kind}/reorder`, { ids }),
    onSuccess: invalidate,
  });
}
