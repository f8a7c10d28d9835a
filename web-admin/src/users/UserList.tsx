import { Datagrid, EmailField, List, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { roleChoices } from '@/quizzes/choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, email or phone" />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
];

export function UserList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      {small ? (
        <SimpleList
          primaryText={(r) => r.name}
          secondaryText={(r) => r.email}
          tertiaryText={(r) => r.role}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="name" />
          <EmailField source="email" />
          <TextField source="mobile" />
          <TextField source="role" />
          <TextField source="classs" label="Class" />
          <TextField source="schoolcode" label="School code" />
        </Datagrid>
      )}
    </List>
  );
}
