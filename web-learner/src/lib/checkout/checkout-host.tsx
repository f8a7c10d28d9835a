import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeOfMessage, useLocalCheckout } from './local-checkout';

/**
 * Shows the local checkout page, when one is open, in a dialog. Only a message from that frame, on this
 * origin, counts as its answer; closing the dialog is the learner closing the checkout.
 */
export function CheckoutHost() {
  const { t } = useTranslation('payments');
  const open = useLocalCheckout();
  const frame = useRef<HTMLIFrameElement>(null);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));

  useEffect(() => {
    if (!open) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const outcome = outcomeOfMessage(event.data);
      if (outcome) open.settle(outcome);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open]);

  if (!open?.request.checkoutUrl) return null;
  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      onClose={() => open.settle({ status: 'closed' })}
      aria-labelledby="checkout-title"
    >
      <DialogTitle id="checkout-title" sx={{ pr: 6 }}>
        {open.request.title}
        <IconButton
          aria-label={t('Close checkout')}
          onClick={() => open.settle({ status: 'closed' })}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        <iframe
          ref={frame}
          title={t('Checkout')}
          src={open.request.checkoutUrl}
          style={{
            border: 0,
            width: '100%',
            height: fullScreen ? 'calc(100vh - 72px)' : 520,
            display: 'block',
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
