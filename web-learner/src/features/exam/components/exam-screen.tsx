import AppsIcon from '@mui/icons-material/Apps';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Drawer,
  IconButton,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfidenceBar } from '@/components/learning/confidence-bar';
import { useConfidenceKeys } from '@/components/learning/use-confidence-keys';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSubmitExam } from '../api/submit-exam';
import { serverTimeMs } from '../domain/clock';
import { openTimedTab, sectionSummaries } from '../domain/sections';
import { useExamRunner, type ExamStart } from '../hooks/use-exam-runner';
import { useAtDeadline } from '../hooks/use-time-left';
import { examStore } from '../store/exam-db';
import { ExamActions } from './exam-actions';
import { ExamHeader } from './exam-header';
import { ExamQuestion } from './exam-question';
import { InstructionsDialog } from './instructions-dialog';
import { Palette, PaletteLegend } from './palette';
import { QuestionPaperDialog } from './question-paper-dialog';
import { SubmitDialog } from './submit-dialog';

/** The exam: the header and clock, sections as tabs, the question, the NTA buttons and the palette. */
export function ExamScreen({ start, candidate }: { start: ExamStart; candidate: string }) {
  const { t } = useTranslation('exam');
  const navigate = useNavigate();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const exam = useExamRunner(start);
  const [dialog, setDialog] = useState<'submit' | 'paper' | 'instructions' | null>(null);
  const [drawer, setDrawer] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [waitingToSubmit, setWaitingToSubmit] = useState(false);
  const { session, paper, sync } = exam;
  const { mutateAsync: submitExam } = useSubmitExam(session.quizId);

  const finish = useCallback(
    async (atZero = false) => {
      setSubmitting(true);
      await sync.flush();
      try {
        await submitExam(atZero);
        await (await examStore()).deleteExam(start.key);
        void navigate(paths.examResult.getHref(session.quizId), { replace: true });
      } catch (e) {
        setSubmitting(false);
        if (e instanceof ApiError && e.isNetworkError) setWaitingToSubmit(true);
        else notify.error(errorMessage(e, t('The exam could not be submitted. Please try again.')));
      }
    },
    [sync, submitExam, session.quizId, start.key, navigate, t],
  );

  // At zero the exam is submitted with what was saved; offline, as soon as the connection returns (the
  // server submits it at the deadline anyway).
  useAtDeadline(session.deadline, exam.offsetMs, () => void finish(true), !submitting && !waitingToSubmit);
  useEffect(() => {
    if (!waitingToSubmit) return;
    const retry = () => void finish(true).then(() => setWaitingToSubmit(false));
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [waitingToSubmit, finish]);

  // A timed section closes at its end: on to the one open now.
  const { tabs, tab, enterTab, offsetMs } = exam;
  useEffect(() => {
    const id = setInterval(() => {
      const open = openTimedTab(tabs, serverTimeMs(offsetMs));
      if (open >= 0 && open !== tab) {
        notify.info(
          t('Section "{{closed}}" has closed. Moving to "{{next}}".', {
            closed: tabs[tab].name,
            next: tabs[open].name,
          }),
        );
        enterTab(open);
      }
    }, 1000);
    return () => clearInterval(id);
  }, [tabs, tab, enterTab, offsetMs, t]);

  const question = paper.questions[exam.current];
  const locked = exam.lockOf(exam.tab) !== 'open' || !!sync.closed;
  useConfidenceKeys(exam.toggleTag, !locked && !dialog && !drawer);
  const palette = (
    <Stack spacing={2} sx={{ p: { xs: 2, md: 0 } }}>
      <PaletteLegend responses={exam.responses.slice(tabs[tab].from - 1, tabs[tab].to)} />
      <Palette
        section={tabs[tab]}
        responses={exam.responses}
        current={exam.current}
        locked={locked}
        onGo={(i) => {
          exam.go(i);
          setDrawer(false);
        }}
      />
    </Stack>
  );

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <ExamHeader
        name={paper.name}
        candidate={candidate}
        deadline={session.deadline}
        offsetMs={exam.offsetMs}
        sync={sync}
      />
      <Box sx={{ maxWidth: 1320, mx: 'auto', px: { xs: 1.5, md: 3 }, py: 2 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1.5, alignItems: 'center' }}>
          <Button size="small" variant="outlined" onClick={() => setDialog('paper')}>
            {t('Question Paper')}
          </Button>
          <Button size="small" variant="outlined" onClick={() => setDialog('instructions')}>
            {t('Instructions')}
          </Button>
          {phone && (
            <Button
              size="small"
              variant="contained"
              startIcon={<AppsIcon />}
              onClick={() => setDrawer(true)}
              sx={{ ml: 'auto' }}
            >
              {t('Question palette')}
            </Button>
          )}
        </Stack>
        {tabs.length > 1 && (
          <Tabs
            value={tab}
            onChange={(_, v: number) => exam.enterTab(v)}
            variant="scrollable"
            scrollButtons="auto"
            aria-label={t('Sections')}
            sx={{ mb: 1.5 }}
          >
            {tabs.map((s, i) => (
              <Tab key={s.name} label={t(s.name)} value={i} disabled={exam.lockOf(i) !== 'open'} />
            ))}
          </Tabs>
        )}
        {waitingToSubmit && (
          <Alert severity="warning" sx={{ mb: 1.5 }}>
            {t(
              'You are offline. Your exam will be submitted as soon as the connection returns; the server submits it at the deadline with the answers it has.',
            )}
          </Alert>
        )}
        {sync.closed && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {sync.closed}
          </Alert>
        )}
        {sync.state === 'offline' && !waitingToSubmit && (
          <Alert severity="info" sx={{ mb: 1.5 }}>
            {t(
              'You are offline. Keep going: your answers are kept on this device and sent when the connection returns.',
            )}
          </Alert>
        )}
        {exam.unsavedHint !== null && (
          <Alert severity="warning" sx={{ mb: 1.5 }} onClose={exam.dismissHint}>
            {t('Your choice on question {{n}} was not saved. Use Save & Next to save an answer.', {
              n: exam.unsavedHint + 1,
            })}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' } }}>
          <Box>
            {question && (
              <ExamQuestion
                question={question}
                number={exam.current + 1}
                lang={exam.langOf(exam.current)}
                onLang={(l) => exam.setLang(exam.current, l)}
                selected={exam.selected}
                onChoose={exam.choose}
                disabled={locked}
              >
                <ConfidenceBar
                  value={exam.tag}
                  onChange={exam.toggleTag}
                  disabled={locked}
                  hint={t('Saved with your answer by Save & Next (keys S, F, G).')}
                />
              </ExamQuestion>
            )}
            <ExamActions
              onSaveNext={exam.saveAndNext}
              onMarkNext={exam.markAndNext}
              onClear={exam.clear}
              onPrevious={exam.previous}
              onSubmit={() => setDialog('submit')}
              previousDisabled={exam.current === tabs[0].from - 1}
              disabled={locked}
            />
          </Box>
          {!phone && (
            <Box
              component="aside"
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                p: 2,
                bgcolor: 'background.paper',
                alignSelf: 'start',
              }}
            >
              {palette}
            </Box>
          )}
        </Box>
      </Box>
      {phone && (
        <Drawer
          anchor="right"
          open={drawer}
          onClose={() => setDrawer(false)}
          slotProps={{ paper: { sx: { width: 320, maxWidth: '90vw' }, 'aria-label': t('Question palette') } }}
        >
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}
          >
            <Typography variant="h6" component="h2">
              {t('Question palette')}
            </Typography>
            <IconButton onClick={() => setDrawer(false)} aria-label={t('Close')}>
              <CloseIcon />
            </IconButton>
          </Stack>
          {palette}
        </Drawer>
      )}
      <SubmitDialog
        open={dialog === 'submit'}
        summaries={sectionSummaries(tabs, exam.responses)}
        busy={submitting}
        onConfirm={() => void finish()}
        onClose={() => setDialog(null)}
      />
      <QuestionPaperDialog
        open={dialog === 'paper'}
        quiz={paper}
        langOf={exam.langOf}
        onClose={() => setDialog(null)}
      />
      <InstructionsDialog open={dialog === 'instructions'} quiz={paper} onClose={() => setDialog(null)} />
    </Box>
  );
}
