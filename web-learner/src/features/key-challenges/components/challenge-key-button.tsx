import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyStatus } from '../api/get-key-status';

const ChallengeKeyDialog = lazy(() => import('./challenge-key-dialog'));

/** 'Challenge key' under a question of a live mock's result, while its challenge window is open to this candidate. */
export function ChallengeKeyButton({ quizId, questionIndex }: { quizId: string; questionIndex: number }) {
  const { t } = useTranslation('keyChallenges');
  const status = useKeyStatus(quizId);
  const [open, setOpen] = useState(false);
  if (!status.data?.canChallenge) return null;
  const mine = status.data.mine.find((c) => c.questionIndex === questionIndex);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<GavelOutlinedIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
      >
        {mine ? t('Key challenged: change') : t('Challenge key')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ChallengeKeyDialog
            quizId={quizId}
            questionIndex={questionIndex}
            previous={mine}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
