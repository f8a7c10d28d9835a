import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { QuestionRef } from '@/components/learning/question-tools';
import { notify } from '@/lib/notify';
import { errorMessage } from '@/lib/api-client';
import { useBookmarks } from '../api/get-bookmarks';
import { useToggleBookmark } from '../api/toggle-bookmark';

/** Bookmarks a question on the server (so it is there after a reload and on every device). */
export function BookmarkButton({ quizId, index }: QuestionRef) {
  const { t } = useTranslation('learning');
  const bookmarks = useBookmarks();
  const toggle = useToggleBookmark();
  const on = !!bookmarks.data?.bookmarks.some((b) => b.quizId === quizId && b.index === index);
  const label = on ? t('Remove bookmark') : t('Bookmark this question');
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={on}
          color={on ? 'primary' : 'default'}
          disabled={bookmarks.isPending}
          onClick={() =>
            toggle.mutate(
              { quizId, index, on: !on },
              { onError: (e) => notify.error(errorMessage(e, t('Could not change the bookmark.'))) },
            )
          }
        >
          {on ? <BookmarkIcon /> : <BookmarkBorderIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
