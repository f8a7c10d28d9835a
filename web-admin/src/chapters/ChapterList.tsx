import { Datagrid, List, NumberField, SearchInput, SelectInput, TextField } from 'react-admin';
import { divisionChoices, subjectChoices } from '@/quizzes/choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Chapter" />,
  <SelectInput key="division" source="division" choices={divisionChoices} alwaysOn />,
  <SelectInput key="subject" source="subject" choices={subjectChoices} />,
];

export function ChapterList() {
  return (
    <List filters={filters} sort={{ field: 'order', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="chapter" />
        <TextField source="subject" />
        <TextField source="division" />
        <TextField source="classs" label="Class" />
        <NumberField source="order" />
      </Datagrid>
    </List>
  );
}
