-- Image search no longer follows product.changed (it says prices moved, never a picture):
-- its durable subscriber is gone. Its cursor would hold back the pruning of domain_events
-- for ever (prune keeps what any subscriber has not passed), so the row goes with it.
DELETE FROM "event_consumers" WHERE "name" = 'image-search.products';
