/** The invitation a person shares, ending with the site's address so the link opens the game. */
export function inviteText(origin: string): string {
  return `Join me on IEC Bets: one yes/no question a day about South African politics. Can you predict better than me? #IECBets #SAPolitics ${origin}`;
}

export const whatsAppShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
export const twitterShareUrl = (text: string) => `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`;
