import {
  createRoleRequestSchema,
  createStaffRequestSchema,
  type createStaffResponseSchema,
  type setStaffRolesResponseSchema,
  setStaffCustomerRequestSchema,
  setStaffRolesRequestSchema,
  type staffListSchema,
  type staffRolesSchema,
} from '@lalebet/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export {
  createRoleRequestSchema,
  createStaffRequestSchema,
  setStaffCustomerRequestSchema,
  setStaffRolesRequestSchema,
};
export type StaffPage = z.infer<typeof staffListSchema>;
export type StaffMember = StaffPage['items'][number];
export type Role = z.infer<typeof staffRolesSchema>[number];
export type CreateStaffInput = z.infer<typeof createStaffRequestSchema>;
export type CreateRoleInput = z.infer<typeof createRoleRequestSchema>;

const keys = { staff: (q: object) => ['admin', 'staff', q] as const, roles: ['admin', 'roles'] as const };

/** GET admin/staff */
export const staffQuery = (q: { skip: number; take: number }) =>
  queryOptions({
    queryKey: keys.staff(q),
    queryFn: async () => (await api.get<StaffPage>('admin/staff', q)).data,
  });
export const useStaff = (q: { skip: number; take: number }) => useQuery(staffQuery(q));

/** GET admin/roles */
export const rolesQuery = queryOptions({
  queryKey: keys.roles,
  queryFn: async () => (await api.get<Role[]>('admin/roles')).data,
});
export const useRoles = () => useQuery(rolesQuery);

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['admin'] });
}

/** POST admin/staff (step-up) */
export function useCreateStaff() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateStaffInput) =>
      api.post<z.infer<typeof createStaffResponseSchema>>('admin/staff', body),
    onSuccess: invalidate,
  });
}

/** PUT admin/staff/:id/roles (step-up) */
export function useSetStaffRoles() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, roles }: { id: number; roles: string[] }) =>
      api.put<z.infer<typeof setStaffRolesResponseSchema>>(`admin/staff/${id}/roles`, { roles }),
    onSuccess: invalidate,
  });
}

/** PUT admin/staff/:id/customer (step-up): the staff member's own player account, or null. */
export function useSetStaffCustomer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, customerId }: { id: number; customerId: number | null }) =>
      api.put<null>(`admin/staff/${id}/customer`, { customerId }),
    onSuccess: invalidate,
  });
}

/** POST admin/roles (step-up) */
export function useCreateRole() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateRoleInput) => api.post<null>('admin/roles', body),
    onSuccess: invalidate,
  });
}

/** POST admin/staff/:id/disable (step-up) with a reason: no login, its sessions end. */
export function useDisableStaff() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<null>(`admin/staff/${id}/disable`, { reason }),
    onSuccess: invalidate,
  });
}

/** POST admin/staff/:id/enable (step-up). */
export function useEnableStaff() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.post<null>(`admin/staff/${id}/enable`, {}),
    onSuccess: invalidate,
  });
}

/** POST admin/staff/:id/invite (step-up): a new invitation to a member who never set a password. */
export function useReinviteStaff() {
  return useMutation({ mutationFn: (id: number) => api.post<null>(`admin/staff/${id}/invite`, {}) });
}
