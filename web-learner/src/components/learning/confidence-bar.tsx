import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CONFIDENCE_TAGS, type ConfidenceTag } from './confidence';

interface ConfidenceBarProps {
  value: ConfidenceTag | null;
  onChange: (tag: ConfidenceTag | null) => void;
  /** Once the answer is final the tag stays as it is. */
  disabled?: boolean;
  /** Why it is disabled, or how to use it. */
  hint?: string;
}

/**
 * 'Sure', '50-50', 'Guess' for the answer on screen (keys S, F, G), optional: pressing the chosen one again
 * clears it. Shared by the practice player and exam mode.
 */
export function ConfidenceBar({ value, onChange, disabled, hint }: ConfidenceBarProps) {
  const { t } = useTranslation('learning');
  return (
    <Stack direction="row" sx={{ alignItems: 'center', columnGap: 1, rowGap: 0.5, flexWrap: 'wrap' }}>
      <Typography id="confidence-label" variant="body2" color="text.secondary">
        {t('How sure are you?')}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        disabled={disabled}
        onChange={(_e, next: ConfidenceTag | null) => onChange(next)}
        aria-labelledby="confidence-label"
      >
        {CONFIDENCE_TAGS.map(({ tag, label, key }) => (
          <ToggleButton
            key={tag}
            value={tag}
            aria-keyshortcuts={key}
            sx={{ px: 1.5, py: 0.25, textTransform: 'none', fontWeight: 600 }}
          >
            {t(label)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {hint && (
        // A reminder on wide screens; on a phone the three buttons say enough.
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {hint}
        </Typography>
      )}
    </Stack>
  );
}
