// SQL text naming a view the other module publishes, and this module's own table: allowed.
export const counted = `select count(*) from b_public_things join a_things on a_things.b_id = b_public_things.id`;
