import { MEDIA_MAX_BYTES, MEDIA_TYPES } from '@lalebet/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type MediaType = (typeof MEDIA_TYPES)[number];

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export class MediaRefused extends Error {}

/** POST admin/media: the image as base64 JSON; answers its /media URL. */
export function useUploadMedia() {
  return useMutation({
    mutationFn: async (file: File) => {
      if (!(MEDIA_TYPES as readonly string[]).includes(file.type)) throw new MediaRefused('type');
      if (file.size > MEDIA_MAX_BYTES) throw new MediaRefused('size');
      const data = await toBase64(file);
      return (await api.post<{ url: string }>('admin/media', { contentType: file.type as MediaType, data }))
        .data;
    },
  });
}
