import { Box, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FlipBook } from '@/components/flip-book';
import { imageUrl, type PrivateFile, type Question } from '@/types/quiz';
import { useSignedUrl } from '../api/media-calls';
import { EnlargeableImage } from './enlargeable-image';

/** A private video, played from a signed URL (never a permanent link). */
export function PrivateVideo({ file, title }: { file: PrivateFile; title: string }) {
  const url = useSignedUrl(file);
  if (!url.data) return null;
  return (
    <Box
      component="video"
      controls
      preload="metadata"
      src={url.data}
      aria-label={title}
      sx={{ width: '100%', maxHeight: 360 }}
    />
  );
}

const youtubeId = (link: string) =>
  /(?:youtu\.be\/|youtube\.com\/(?:watch\?v=|embed\/|shorts\/))([A-Za-z0-9_-]{6,})/.exec(link)?.[1];

/** The question's image, video and PDF (spec 2.9). */
export function QuestionMedia({
  question,
  number,
  privateMedia = true,
}: {
  question: Question;
  number: number;
  /** False where the spec skips getSignedUrl (reattempt in Kye Bye and Business Wisdom). */
  privateMedia?: boolean;
}) {
  const { t } = useTranslation('player');
  const image = imageUrl(question.question_image);
  const pdfPages = (question.question_pdf_images ?? []).map(imageUrl).filter((u): u is string => !!u);
  const video = privateMedia ? question.video_link : null;
  const pdf = useSignedUrl(pdfPages.length || !privateMedia ? null : question.question_pdf);
  const yt = question.youtube_video ? youtubeId(question.youtube_video) : undefined;
  if (!image && !video && !yt && !pdfPages.length && !pdf.data) return null;
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      {image && (
        <EnlargeableImage
          image={question.question_image ?? image}
          alt={t('Image for question {{n}}', { n: number })}
        />
      )}
      {video && <PrivateVideo file={video} title={t('Video for question {{n}}', { n: number })} />}
      {yt && (
        <Box
          component="iframe"
          src={`https://www.youtube-nocookie.com/embed/${yt}`}
          title={t('Video for question {{n}}', { n: number })}
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          sx={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
        />
      )}
      {pdfPages.length > 0 && (
        <FlipBook pages={pdfPages} title={t('PDF for question {{n}}', { n: number })} />
      )}
      {pdf.data && (
        <Link href={pdf.data} target="_blank" rel="noopener noreferrer">
          {t('Open the question PDF')}
        </Link>
      )}
    </Stack>
  );
}
