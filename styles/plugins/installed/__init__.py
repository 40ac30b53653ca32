"""The installed plugins: one module per `plugin-name`, each with run(argv, config, stdin, stdout, stderr)."""
