import { SvgIcon, type SvgIconProps } from '@mui/material';

/**
 * 'हिं' in Noto Sans Devanagari Bold (SIL Open Font License), shaped by HarfBuzz and drawn as an outline
 * (font units, baseline at y = 0). The header shows it on every page: as text it loaded the 54 KB bold
 * Devanagari font for two letters on every first visit, Hindi or not (issue 37).
 */
const HINDI_SHORT =
  'M78 -615Q64 -638 55 -665Q46 -692 46 -724Q46 -805 108 -850Q170 -896 278 -896Q389 -896 482 -859Q576 -822 649 -759Q722 -696 772 -615H635Q598 -663 548 -702Q498 -740 438 -762Q377 -784 311 -784Q249 -784 218 -760Q186 -735 186 -692Q186 -670 194 -652Q201 -633 212 -615ZM217 -510V0H77V-510H0V-622H309V-510ZM686 -810Q686 -843 708 -866Q731 -888 764 -888Q797 -888 819 -866Q841 -843 841 -810Q841 -776 819 -754Q797 -731 764 -731Q731 -731 708 -754Q686 -776 686 -810ZM435 -195Q390 -225 369 -258Q348 -291 348 -327Q348 -388 393 -420Q438 -452 522 -452H645V-510H294V-622H875V-510H783V-345H543Q513 -345 499 -335Q485 -325 485 -306Q485 -290 497 -276Q509 -262 532 -249ZM640 -51Q662 -65 674 -82Q686 -98 686 -115Q686 -139 666 -154Q645 -170 599 -170Q545 -170 516 -150Q488 -129 488 -93Q488 -63 511 -39Q534 -15 583 7Q632 29 708 54L649 163Q547 133 480 96Q414 59 382 12Q349 -34 349 -91Q349 -157 384 -198Q418 -239 476 -258Q534 -278 606 -278Q683 -278 731 -256Q779 -234 802 -198Q824 -163 824 -121Q824 -82 808 -49Q791 -16 754 15Z';

/** The language toggle's 'हिं', the colour and size of the text around it. */
export function HindiLabelIcon(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 -900 880 1070" aria-hidden sx={{ width: '0.95em', height: '1.15em' }} {...props}>
      <path d={HINDI_SHORT} />
    </SvgIcon>
  );
}
