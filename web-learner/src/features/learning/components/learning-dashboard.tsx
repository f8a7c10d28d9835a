import { Box } from '@mui/material';
import { useNotebookSummary } from '../api/get-notebook-summary';
import { SummaryLine } from './summary-line';
import { TopicAnalysis } from './topic-analysis';

/** The dashboard's share of the learning loop: due questions and streak, then the topic analysis. */
export function LearningDashboard() {
  const summary = useNotebookSummary();
  return (
    <Box sx={{ mt: 3 }}>
      <SummaryLine summary={summary.data} showNotebookLink />
      <TopicAnalysis />
    </Box>
  );
}
