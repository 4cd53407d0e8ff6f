/** Messages of the management actions (delete, publish, archive, the editor's save). */
export const propertyManagementMessages = {
  deleted: 'Propiedad eliminada',
  confirmDelete: '¿Estás seguro de que quieres eliminar esta propiedad?',
  invalidStatus: 'Estado no válido (draft, published o archived)',
  missingProperty: 'Faltan los datos de la propiedad',
} as const;
