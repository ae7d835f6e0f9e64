"""ROS 2 nodes (the only package that imports rclpy): not built yet, see the issues."""
