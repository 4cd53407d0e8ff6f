/** Limits of a project and its unit types, shared by the editor and the API. */
export const ProjectLimits = {
  maxNameLength: 150,
  maxUnitTypeNameLength: 80,
  /** The most flats one project may announce (several towers included). */
  maxUnits: 5000,
  maxUnitTypes: 40,
  maxUnitArea: 100_000,
  minYear: 2000,
  maxYear: 2100,
} as const;
