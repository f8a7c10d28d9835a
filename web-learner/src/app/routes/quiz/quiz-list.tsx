import { Box } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { PendingSubmissions } from '@/features/player';
import { QuizListScreen } from '@/features/quizzes';

/** Quiz list (spec 2.7); the landing page's cards send a subject as navigation state. */
export default function Route() {
  const state = useLocation().state as { subject?: string } | null;
  return (
    <>
      <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, md: 3 }, '&:empty': { display: 'none' } }}>
        <PendingSubmissions />
      </Box>
      <QuizListScreen initialSubject={state?.subject} />
    </>
  );
}
