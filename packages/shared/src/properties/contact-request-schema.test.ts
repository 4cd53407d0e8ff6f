import { describe, expect, it } from 'vitest';
import { contactRequestInputSchema, defaultContactMessage } from './contact-request-schema.ts';

const valid = {
  name: 'Carlos',
  email: 'Carlos@Example.PE ',
  phone: '+51 987 654 321',
  message: 'Hola, ¿sigue disponible?',
};

const errorsOf = (value: unknown) => {
  const result = contactRequestInputSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('contactRequestInputSchema', () => {
  it('accepts the form, trimming text and lowercasing the e-mail', () => {
    expect(contactRequestInputSchema.parse({ ...valid, name: '  Carlos  ' })).toEqual({
      name: 'Carlos',
      email: 'carlos@example.pe',
      phone: '+51 987 654 321',
      message: 'Hola, ¿sigue disponible?',
    });
  });

  it('treats an empty or missing phone as none', () => {
    expect(contactRequestInputSchema.parse({ ...valid, phone: '  ' }).phone).toBeNull();
    expect(contactRequestInputSchema.parse({ ...valid, phone: undefined }).phone).toBeNull();
    expect(contactRequestInputSchema.parse({ ...valid, phone: null }).phone).toBeNull();
  });

  it('explains each invalid field in Spanish', () => {
    expect(errorsOf({ ...valid, name: 'A' })).toEqual(['El nombre es requerido']);
    expect(errorsOf({ ...valid, name: 'x'.repeat(121) })).toEqual(['Máximo 120 caracteres']);
    expect(errorsOf({ ...valid, email: 'correo' })).toEqual(['Ingresa un correo válido']);
    expect(errorsOf({ ...valid, phone: '987-ABC' })).toEqual(['Ingresa un teléfono válido']);
    expect(errorsOf({ ...valid, message: ' corto ' })).toEqual([
      'El mensaje debe tener al menos 10 caracteres',
    ]);
    expect(errorsOf({})).toEqual([
      'El nombre es requerido',
      'Ingresa un correo válido',
      'El mensaje debe tener al menos 10 caracteres',
    ]);
  });

  it('prefills the message with the property title', () => {
    expect(defaultContactMessage('Casa en Surco')).toBe(
      'Hola, estoy interesado en la propiedad: Casa en Surco',
    );
  });
});
