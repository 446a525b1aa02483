import { useEffect } from 'react';
import { patchSession, sessionStore } from '@/stores/session';
import { useFavorites } from '../../api/get-favorites';

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((code, i) => code === b[i]);

/** Brings the session's userFavoriteList up to date with the server (another device may have changed it). */
export function useSyncFavorites() {
  const { data } = useFavorites();
  useEffect(() => {
    const current = sessionStore.get().session?.userFavoriteList ?? [];
    if (data && !sameList(current, data)) patchSession({ userFavoriteList: data });
  }, [data]);
}
