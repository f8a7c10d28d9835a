import {
  BooleanInput,
  Datagrid,
  EmailField,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  WrapperField,
} from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { roleChoices } from '@/quizzes/choices';
import { EmailFlagField } from './EmailFlagField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, email or phone" />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <BooleanInput key="flagged" source="flagged" label="Duplicate or lookalike emails" />,
];

export function UserList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      {small ? (
        <SimpleList
          primaryText={(r) => r.name}
          secondaryText={(r) => r.email}
          tertiaryText={(r) => (r.emailFlag ? `${r.role} · ${r.emailFlag}` : r.role)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="name" />
          <EmailField source="email" />
          <WrapperField label="Email check">
            <EmailFlagField />
          </WrapperField>
          <TextField source="mobile" />
          <TextField source="role" />
          <TextField source="classs" label="Class" />
          <TextField source="schoolcode" label="School code" />
        </Datagrid>
      )}
    </List>
  );
}
