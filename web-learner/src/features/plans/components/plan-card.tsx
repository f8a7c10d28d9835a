import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '@/lib/format';
import type { Plan } from '../api/get-plans';
import { PLAN_BUTTON_LABEL, saveBadge, type PlanButtonState } from '../plan-rules';

const CYCLE_SUFFIX: Record<string, string> = {
  Monthly: '/ month',
  Quarterly: '/ quarter',
  'Half Yearly': '/ 6 months',
  Yearly: '/ year',
};

/** One plan (spec 2.16): price, list price, the save badge, the features of section 9 and the button. */
export function PlanCard(props: {
  plan: Plan;
  state: PlanButtonState;
  disabled: boolean;
  onSubscribe: (plan: Plan) => void;
}) {
  const { plan, state } = props;
  const { t } = useTranslation('payments');
  const badge = saveBadge(plan);
  const headingId = `plan-${plan.id}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
          <Typography id={headingId} variant="h6" component="h2">
            {t(plan.billingCycle)}
          </Typography>
          {badge && (
            <Chip
              size="small"
              color="success"
              label={t('Save {{percent}}%', { percent: plan.saving })}
              data-testid="save-badge"
            />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {plan.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Typography variant="h4" component="p" data-testid="plan-price">
            {formatRupees(plan.price)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(CYCLE_SUFFIX[plan.billingCycle] ?? '')}
          </Typography>
        </Box>
        {plan.listPrice !== null && plan.listPrice > plan.price && (
          <Typography variant="body2" color="text.secondary" data-testid="list-price">
            <Box component="span" sx={{ position: 'absolute', left: -9999 }}>
              {t('List price')}{' '}
            </Box>
            <s>{formatRupees(plan.listPrice)}</s>
          </Typography>
        )}
        <List dense sx={{ mt: 1 }}>
          {plan.features.map((feature) => (
            <ListItem key={feature} disableGutters alignItems="flex-start">
              <ListItemIcon sx={{ minWidth: 30, mt: 0.5 }}>
                <CheckCircleIcon fontSize="small" color="success" />
              </ListItemIcon>
              <ListItemText primary={t(feature)} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <Button
          fullWidth
          variant={state === 'subscribed' ? 'outlined' : 'contained'}
          color="secondary"
          size="large"
          disabled={state !== 'subscribe' || props.disabled}
          onClick={() => props.onSubscribe(plan)}
        >
          {t(PLAN_BUTTON_LABEL[state])}
        </Button>
      </CardActions>
    </Card>
  );
}
