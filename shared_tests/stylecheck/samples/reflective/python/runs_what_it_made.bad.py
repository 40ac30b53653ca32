print("nothing is made at run time")
