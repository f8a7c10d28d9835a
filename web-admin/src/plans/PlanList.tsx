import { BooleanField, Datagrid, List, NumberField, TextField } from 'react-admin';

export function PlanList() {
  return (
    <List sort={{ field: 'position', order: 'ASC' }} pagination={false} perPage={100}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="division" />
        <TextField source="billingCycle" label="Cycle" />
        <NumberField source="price" options={{ style: 'currency', currency: 'INR' }} />
        <NumberField source="listPrice" label="List price" options={{ style: 'currency', currency: 'INR' }} />
        <TextField source="plan_id" label="Provider plan id" />
        <BooleanField source="active" />
      </Datagrid>
    </List>
  );
}
