import importlib
import sys

plugin = importlib.import_module(f"{__package__}.installed." + sys.argv[1])
sys.exit(plugin.run(sys.argv))
