/** One column on phones, two on tablets, three from laptops: the cards and their skeletons alike. */
export const gridColumns = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6';
