import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ResultInsightsView } from '@/components/learning/result-insights-view';
import { useResultInsights } from '../api/get-result-insights';

/** A practice result's issue 32 figures, asked of the server for the completion. */
export function ResultInsights({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation('learning');
  const insights = useResultInsights(attemptId);
  if (insights.isPending) return null;
  if (insights.isError) return <Alert severity="warning">{t('The what-if could not be loaded.')}</Alert>;
  return <ResultInsightsView insights={insights.data} />;
}
