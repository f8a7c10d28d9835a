import { Box } from '@mui/material';
import { useSignedUrl } from '../api/get-signed-url';
import type { PrivateFile } from '../types';

/** A video kept in private storage, played through a signed, expiring URL (spec 2.9). */
export function PrivateVideo({ file, label }: { file: PrivateFile; label: string }) {
  const { data: url } = useSignedUrl(file);
  if (!url) return null;
  return (
    <Box
      component="video"
      controls
      preload="metadata"
      src={url}
      aria-label={label}
      controlsList="nodownload"
      sx={{ width: '100%', maxHeight: 360, borderRadius: 1, bgcolor: 'black' }}
    />
  );
}

/** An embedded YouTube video (privacy-enhanced domain, allowed by the app's CSP). */
export function YoutubeVideo({ url, title }: { url: string; title: string }) {
  const id = /(?:youtu\.be\/|v=|embed\/)([\w-]{11})/.exec(url)?.[1];
  if (!id) return null;
  return (
    <Box
      component="iframe"
      src={`https://www.youtube-nocookie.com/embed/${id}`}
      title={title}
      allow="encrypted-media; picture-in-picture"
      allowFullScreen
      sx={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 1 }}
    />
  );
}
