/*
 * Reply links of a lead. Peruvian mobiles are written '987 654 321' or '+51 987 654 321'; WhatsApp wants
 * the full international number without symbols.
 */

/** https://wa.me link for `phone` with a greeting about `propertyTitle`; null when the number is unusable. */
export function whatsappLink(phone: string | null, name: string, propertyTitle: string): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 9 && digits.startsWith('9')) digits = `51${digits}`;
  if (digits.length < 8 || digits.length > 15) return null;
  const text = `Hola ${name}, te escribimos por tu consulta sobre la propiedad: ${propertyTitle}`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** mailto: link answering the lead, with a subject naming the property. */
export function emailReplyLink(email: string, propertyTitle: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Re: ${propertyTitle}`)}`;
}

/** 'tel:' link of a phone as written. */
export function phoneLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A phone as the inbox writes every one: a Peruvian mobile, however it was typed ('987654321',
 * '+51 987-654-321', '0051 987 654 321'), as '+51 987 654 321'; any other number as typed.
 */
export function formatLeadPhone(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('519')) digits = digits.slice(2);
  if (digits.length !== 9 || !digits.startsWith('9')) return phone.trim();
  return `+51 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}
