// SQL text naming another module's table: not allowed (patina-tables/own-tables).
export const unsafe = `select count(*) from b_things where id > $1`;
