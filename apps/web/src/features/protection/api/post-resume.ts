import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST protection/resume: the player's explicit resume once the lift is accepted and its delay passed. */
export const postResume = () => api.post<null>('protection/resume', {});

export const useResume = () => useMutation({ mutationFn: postResume });
