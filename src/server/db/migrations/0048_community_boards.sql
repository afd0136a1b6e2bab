-- 0048_community_boards: filled in by its feature (issue #37).
SELECT 1;
