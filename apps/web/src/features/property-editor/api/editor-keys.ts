/** Query keys of the editor; its answers are never shared with the public screens. */
export const editorKeys = {
  all: ['property-editor'] as const,
  property: (ref: string) => [...editorKeys.all, 'property', ref] as const,
};
