import { useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { REPORT_REASONS, REPORT_STATUSES, reasonChoices, statusChoices, type ReportRow } from './reasons';
import { ReportStatusChip } from './ReportStatusChip';

const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn emptyText="Any status" />,
  <SelectInput key="reason" source="reason" choices={reasonChoices} alwaysOn emptyText="Any reason" />,
  <ReferenceInput key="quizId" source="quizId" reference="quizzes" label="Quiz">
    <AutocompleteInput optionText="name" label="Quiz" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <SearchInput key="q" source="q" alwaysOn placeholder="Search quiz name" />,
];

const reasonOf = (r: ReportRow) => REPORT_REASONS[r.reason] ?? r.reason;

/**
 * The queue of learners' reports: one row per question and reason (and status), the most reported first,
 * the open ones by default.
 */
export function ReportList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'count', order: 'DESC' }}
      perPage={25}
      title="Reports"
      empty={false}
    >
      {small ? (
        <SimpleList<ReportRow>
          primaryText={(r) => `${r.quizName} · Q${r.questionNumber}`}
          secondaryText={(r) => `${reasonOf(r)} · ${r.count} learner${r.count === 1 ? '' : 's'}`}
          tertiaryText={(r) => REPORT_STATUSES[r.status]}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <NumberField source="count" label="Learners" />
          <TextField source="quizName" label="Quiz" sortable={false} />
          <NumberField source="questionNumber" label="Question" sortable={false} />
          <FunctionField label="Reason" render={reasonOf} />
          <FunctionField label="Status" render={() => <ReportStatusChip />} />
          <DateField source="lastReportedAt" label="Last change" showTime />
          <TextField source="reply" label="Reply" sortable={false} emptyText="—" />
        </Datagrid>
      )}
    </List>
  );
}
