import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  TextField,
} from 'react-admin';
import type { ApiSchema } from '@exam/web-theme/src/api';

type RefundRow = ApiSchema<'RefundRow'>;

/** A refund the platform made: when and why, or what the provider answered when it refused. */
function refundState(r: RefundRow): string {
  if (!r.refunded || !r.refundedAt) return '—';
  const when = new Date(r.refundedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return r.refundError ? `Failed ${when}: ${r.refundError}` : `${when}: ${r.reason}`;
}

const filters = [<BooleanInput key="all" source="all" label="Also those past 5 premium quizzes" alwaysOn />];

/**
 * Spec section 9's refund rule per recent subscription: within 24 hours and fewer than 5 premium quizzes
 * opened. Refunds the platform made itself (a second subscription to a plan already active) come first.
 */
export function RefundList() {
  return (
    <List filters={filters} sort={{ field: 'startDate', order: 'DESC' }} title="Refunds">
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="plan" />
        <TextField source="userId" label="Learner" />
        <NumberField source="amount" options={{ style: 'currency', currency: 'INR' }} />
        <DateField source="startDate" showTime label="Started" emptyText="—" />
        <DateField source="refundableUntil" showTime label="Refundable until" emptyText="—" />
        <NumberField source="premiumQuizzesOpened" label="Premium quizzes opened" />
        <BooleanField source="eligible" />
        <FunctionField label="Refunded" render={refundState} />
      </Datagrid>
    </List>
  );
}
