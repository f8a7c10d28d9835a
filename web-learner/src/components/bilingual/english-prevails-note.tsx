import { Alert } from '@mui/material';

export const ENGLISH_PREVAILS = 'In case of any ambiguity in translation, the English version will prevail.';
const ENGLISH_PREVAILS_HI = 'अनुवाद में किसी भी अस्पष्टता की स्थिति में अंग्रेज़ी संस्करण मान्य होगा।';

/** The note over a side-by-side view, in both of its languages (as NTA and UPSC print it). */
export function EnglishPrevailsNote() {
  return (
    <Alert severity="info" icon={false} sx={{ py: 0.25, mb: 1.5 }} role="note">
      <span lang="en">{ENGLISH_PREVAILS}</span> <span lang="hi">{ENGLISH_PREVAILS_HI}</span>
    </Alert>
  );
}
