-- The results store's database, beside Temporal's own (created by temporalio/auto-setup).
CREATE USER a2rl WITH PASSWORD 'a2rl';
CREATE DATABASE a2rl_results OWNER a2rl;
