import {
  Datagrid,
  DateField,
  DateInput,
  List,
  NumberField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={[
      { id: 'created', name: 'created' },
      { id: 'success', name: 'paid' },
    ]}
    alwaysOn
  />,
  <DateInput key="from" source="from" label="Created from" alwaysOn />,
  <DateInput key="to" source="to" label="Created to" alwaysOn />,
  <TextInput key="userId" source="userId" label="Learner id" />,
];

/** Old-quiz orders: one-off payments for past weeks of a subject. */
export function OrderList() {
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} title="Old-quiz orders">
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="description" sortable={false} />
        <TextField source="status" sortable={false} />
        <NumberField source="amount" options={{ style: 'currency', currency: 'INR' }} />
        <DateField source="createdAt" showTime label="Created" />
        <DateField source="paidAt" showTime label="Paid" />
        <TextField source="userId" label="Learner" sortable={false} />
      </Datagrid>
    </List>
  );
}
