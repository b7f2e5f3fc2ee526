/** SPEC section 9: the share popup is 600 by 400. */
export const SHARE_POPUP_FEATURES = 'width=600,height=400,noopener,noreferrer';

export type ShareTarget = 'twitter' | 'facebook' | 'whatsapp';

export const SHARE_TARGETS: { target: ShareTarget; label: string }[] = [
  { target: 'twitter', label: 'Twitter' },
  { target: 'facebook', label: 'Facebook' },
  { target: 'whatsapp', label: 'WhatsApp' },
];

/** Each network's own page for posting a prepared text (Facebook takes the link and shows the text as a quote). */
export function shareUrl(target: ShareTarget, text: string, link: string): string {
  switch (target) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}&quote=${encodeURIComponent(text)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(text)}`;
  }
}
