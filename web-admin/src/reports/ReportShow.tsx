import { Card, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  ArrayField,
  Datagrid,
  DateField,
  Link,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { ApiSchema } from '@exam/web-theme/src/api';
import { ReportedQuestion } from './ReportedQuestion';
import { ReportStatusChip } from './ReportStatusChip';
import { questionEditorPath, REPORT_REASONS, type ReportRow } from './reasons';
import { ResolveActions } from './ResolveActions';

type Detail = ApiSchema<'ReportQueueDetail'>;
type LearnerReport = ApiSchema<'QueueRowReport'>;

function Title() {
  const r = useRecordContext<ReportRow>();
  return (
    <span>{r ? `${r.quizName}, question ${r.questionNumber}: ${REPORT_REASONS[r.reason]}` : 'Report'}</span>
  );
}

function Summary() {
  const r = useRecordContext<Detail>();
  if (!r) return null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <ReportStatusChip />
        <Typography>
          {r.count} learner{r.count === 1 ? '' : 's'} · {REPORT_REASONS[r.reason]} ·{' '}
          <Link to={questionEditorPath(r.kind, r.quizId, r.questionNumber)}>
            Open question {r.questionNumber} in the editor
          </Link>
        </Typography>
      </Stack>
      {r.reply && (
        <Typography>
          <strong>Reply:</strong> {r.reply}
        </Typography>
      )}
      <Card variant="outlined">
        <CardContent>
          <ReportedQuestion question={r.question} />
        </CardContent>
      </Card>
    </Stack>
  );
}

/** Each learner's report: a table, or a list on a phone (the table's columns do not fit 360 px). */
function Reports() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (small)
    return (
      <SimpleList<LearnerReport>
        primaryText={(r) => r.comment || '(no comment)'}
        secondaryText={(r) => (r.reportedAt ? new Date(r.reportedAt).toLocaleString() : '')}
        tertiaryText={(r) => r.userId}
        linkType={false}
      />
    );
  return (
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <DateField source="reportedAt" label="Reported" showTime />
      <TextField source="comment" emptyText="(no comment)" sortable={false} />
      <TextField source="userId" label="Learner" sortable={false} />
    </Datagrid>
  );
}

/** One queue row: the question now (both languages, the key), each learner's report, Accept and Reject. */
export function ReportShow() {
  return (
    <Show
      title={<Title />}
      actions={
        <TopToolbar>
          <ResolveActions />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <Summary />
        <ArrayField source="reports" label="Reports">
          <Reports />
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
