import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ReportTarget } from '../reasons';

// The form loads when first asked for: the player's own download stays as it was.
const ReportProblemDialog = lazy(() => import('./report-problem-dialog'));

/** 'Report a problem' beside a question (issue 33): the reasons and a comment, in a dialog. */
export function ReportProblemButton(question: ReportTarget) {
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<FlagOutlinedIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
      >
        {t('Report a problem')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportProblemDialog question={question} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
