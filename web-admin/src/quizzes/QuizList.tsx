import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  CreateButton,
  Datagrid,
  DateField,
  ExportButton,
  FunctionField,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  Button,
  Link,
} from 'react-admin';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { categoryChoices, divisionChoices, subjectChoices } from './choices';
import { HindiGapField } from './HindiGapField';

/** The filters learners use (division, subject, chapter, category, month), text search and state. */
const quizFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name, description, chapter" />,
  <SelectInput key="division" source="division" choices={divisionChoices} alwaysOn />,
  <SelectInput key="subject" source="subject" choices={subjectChoices} />,
  <TextInput key="chapter" source="chapter" />,
  <SelectInput key="category" source="category" label="Category" choices={categoryChoices} />,
  <TextInput key="month" source="month" label="Month" type="month" InputLabelProps={{ shrink: true }} />,
  <NullableBooleanInput key="published" source="published" />,
  <BooleanInput key="hindiMissing" source="hindiMissing" label="Hindi missing" />,
];

function ListActions() {
  return (
    <TopToolbar>
      <Button component={Link} to="/quizzes/import" label="Import questions">
        <UploadFileIcon />
      </Button>
      <CreateButton />
      <ExportButton maxResults={1000} />
    </TopToolbar>
  );
}

/** 25 a page from the server (it filters and sorts 10,000 summaries in memory): only the page travels. */
export function QuizList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      filters={quizFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={<ListActions />}
    >
      {small ? (
        <SimpleList
          primaryText={(r) => r.name}
          secondaryText={(r) => `${r.division} · ${r.subject} · ${r.questionsLength} questions`}
          tertiaryText={(r) => (r.published ? 'Published' : 'Draft')}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" />
          <TextField source="division" />
          <TextField source="subject" />
          <TextField source="chapter" />
          <FunctionField
            source="difficulty"
            label="Category"
            render={(r: { difficulty: string }) => (r.difficulty === 'Premium Quiz' ? 'Premium' : 'Free')}
          />
          <NumberField source="questionsLength" label="Questions" />
          <HindiGapField label="Hindi" sortBy="hindiGaps" />
          <BooleanField source="published" />
          <DateField source="createdAt" label="Created" />
        </Datagrid>
      )}
    </List>
  );
}
