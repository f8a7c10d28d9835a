import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, formatRupees } from '@/lib/format';
import type { PurchaseOrder } from '@/types/api';

export const NO_OLD_PURCHASES = 'No old purchases found';

/** 'Old Quiz Purchases' (spec 2.14): successful purchases only, amounts in rupees. */
export function OldPurchasesTable({ purchases }: { purchases: PurchaseOrder[] }) {
  const { t } = useTranslation('account');
  if (!purchases.length)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t(NO_OLD_PURCHASES)}
      </Typography>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('Old Quiz Purchases')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Subject')}</TableCell>
            <TableCell>{t('From')}</TableCell>
            <TableCell>{t('To')}</TableCell>
            <TableCell align="right">{t('Amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {purchases.map((p, i) => (
            <TableRow key={`${p.subject}-${p.from}-${p.to}-${i}`} data-testid="purchase-row">
              <TableCell>{t(p.subject)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.from)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.to)}</TableCell>
              <TableCell align="right">{formatRupees(p.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
