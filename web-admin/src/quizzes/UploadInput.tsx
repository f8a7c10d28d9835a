import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDataProvider, useNotify, useSourceContext } from 'react-admin';
import type { ConsoleDataProvider } from '@/providers/dataProvider';
import type { ApiAnswer } from '@exam/web-theme/src/api';

interface Props {
  source: string;
  label: string;
  accept: string;
  /** For a PDF: where its rendered page images go. */
  pagesSource?: string;
}

type Uploaded = ApiAnswer<'/api/admin/uploads', 'post'>;

/** An uploaded image as the quiz keeps it: its URL and, when the server could read it, its size and copies. */
function imageRef({ url, storageType, width, height, variants }: Uploaded) {
  return {
    url,
    storageType,
    ...(width && height ? { width, height } : {}),
    ...(variants ? { variants } : {}),
  };
}

/**
 * Uploads a file through the platform (`/api/admin/uploads`) and puts the answer in the form: an image's URL,
 * a private file's reference, a PDF's page images (rendered by the server before it answers). Saved with the quiz.
 */
export function UploadInput({ source, label, accept, pagesSource }: Props) {
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  const value = useWatch({ name: getSource(source) }) as Uploaded | null | undefined;
  const pages = useWatch({ name: pagesSource ? getSource(pagesSource) : '__none' }) as Uploaded['pages'];
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file);
      const { data } = await dataProvider.upload(form);
      const ref = data.url
        ? imageRef(data)
        : { bucketName: data.bucketName, fileName: data.fileName, storageType: data.storageType };
      setValue(getSource(source), ref, { shouldDirty: true });
      if (pagesSource) setValue(getSource(pagesSource), data.pages ?? [], { shouldDirty: true });
      notify(pagesSource ? `${label}: ${data.pages?.length ?? 0} pages rendered` : `${label} uploaded`, {
        type: 'success',
      });
    } catch (err) {
      notify((err as Error).message || 'Upload failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const clear = () => {
    setValue(getSource(source), null, { shouldDirty: true });
    if (pagesSource) setValue(getSource(pagesSource), [], { shouldDirty: true });
  };

  return (
    <Box sx={{ my: 1 }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Button
          component="label"
          variant="outlined"
          size="small"
          startIcon={busy ? <CircularProgress size={16} /> : <UploadIcon />}
          disabled={busy}
        >
          {label}
          <input hidden type="file" accept={accept} onChange={upload} aria-label={label} />
        </Button>
        {value && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all', minWidth: 0 }}>
              {value.fileName ?? value.url?.split('/').pop()}
            </Typography>
            <Button size="small" onClick={clear}>
              Remove
            </Button>
          </>
        )}
      </Stack>
      {value?.url && (
        <Box
          component="img"
          src={value.url}
          alt={label}
          width={value.width}
          height={value.height}
          sx={{ mt: 1, maxHeight: 120, maxWidth: '100%', width: 'auto', height: 'auto', borderRadius: 1 }}
        />
      )}
      {!!pages?.length && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, overflowX: 'auto' }} aria-label={`${label} pages`}>
          {pages.map((p, i) => (
            <Box
              key={p.url}
              component="img"
              src={p.url}
              alt={`Page ${i + 1}`}
              data-testid="pdf-page"
              sx={{ height: 140, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
